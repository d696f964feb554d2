"""Next-hour output of a rooftop PV array from the last 12 hours and the weather forecast."""
