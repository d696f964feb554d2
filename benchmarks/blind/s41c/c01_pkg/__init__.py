"""Google-Brain-ventilator style pressure regression (synthetic breaths)."""
