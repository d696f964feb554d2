"""Daily airborne pollen forecasting per taxon from weather, with a recurrent seasonal encoder."""
