from torch import nn

from spectra import CHANNELS, ISOTOPES


def feature_extractor(width=24):
    return nn.Sequential(
        nn.Conv1d(1, width, 7, padding=3), nn.ReLU(), nn.MaxPool1d(2),
        nn.Conv1d(width, width, 5, padding=2), nn.ReLU(), nn.MaxPool1d(2),
        nn.Flatten(), nn.Linear(width * CHANNELS // 4, 64), nn.ReLU(),
    )


def isotope_classifier():
    return nn.Linear(64, len(ISOTOPES))


def domain_critic():
    return nn.Sequential(nn.Linear(64, 32), nn.ReLU(), nn.Linear(32, 1))
