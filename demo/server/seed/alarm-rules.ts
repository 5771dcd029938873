/**
 * Alarm rules of the demo "thermostat" device profile, in ThingsBoard's DeviceProfileAlarm shape:
 * a high-temperature alarm and a low-humidity alarm, each switched on by a device attribute flag and compared with a
 * threshold attribute of the device (falling back to a constant). Our own values and wording.
 */

function numeric(key: string, operation: string, defaultValue: number, dynamicAttribute: string) {
  return {
    key: { type: 'TIME_SERIES', key },
    valueType: 'NUMERIC',
    value: null,
    predicate: {
      type: 'NUMERIC',
      operation,
      value: {
        defaultValue,
        userValue: null,
        dynamicValue: { sourceType: 'CURRENT_DEVICE', sourceAttribute: dynamicAttribute, inherit: false },
      },
    },
  };
}

function flag(attribute: string) {
  return {
    key: { type: 'ATTRIBUTE', key: attribute },
    valueType: 'BOOLEAN',
    value: null,
    predicate: {
      type: 'BOOLEAN',
      operation: 'EQUAL',
      value: { defaultValue: true, userValue: null, dynamicValue: null },
    },
  };
}

function rule(filters: unknown[], details: string | null) {
  return {
    condition: { condition: filters, spec: { type: 'SIMPLE' } },
    schedule: { type: 'ANY_TIME' },
    alarmDetails: details,
    dashboardId: null,
  };
}

/** The two alarms of the thermostat profile. */
export const THERMOSTAT_ALARMS = [
  {
    id: 'thermostatHighTemperature',
    alarmType: 'High Temperature',
    createRules: {
      MAJOR: rule(
        [flag('temperatureAlarmFlag'), numeric('temperature', 'GREATER', 26, 'temperatureAlarmThreshold')],
        'Temperature reached ${temperature} °C',
      ),
    },
    clearRule: rule([numeric('temperature', 'LESS_OR_EQUAL', 26, 'temperatureAlarmThreshold')], null),
    propagate: false,
    propagateRelationTypes: null,
  },
  {
    id: 'thermostatLowHumidity',
    alarmType: 'Low Humidity',
    createRules: {
      MINOR: rule(
        [flag('humidityAlarmFlag'), numeric('humidity', 'LESS', 55, 'humidityAlarmThreshold')],
        'Humidity dropped to ${humidity} %',
      ),
    },
    clearRule: rule([numeric('humidity', 'GREATER_OR_EQUAL', 55, 'humidityAlarmThreshold')], null),
    propagate: false,
    propagateRelationTypes: null,
  },
];
