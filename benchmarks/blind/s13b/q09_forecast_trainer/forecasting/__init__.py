from .model import GRUForecaster
from .trainer import ForecastTrainer

__all__ = ["GRUForecaster", "ForecastTrainer"]
