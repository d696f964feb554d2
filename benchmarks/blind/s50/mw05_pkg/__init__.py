"""Recurrent flicker forecasting for a candle flame filmed in a draughty room."""
