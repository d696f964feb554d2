"""Deep Q-learning for supply-air setpoint control of office HVAC zones."""
