"""Hive-scale forecasting: predict tomorrow's colony weight change from the last two weeks."""
