"""Classifier and replay-generator builders."""
import torch
from torch import nn


class SpectrumMLP(nn.Module):
    def __init__(self, bins, units, classes):
        super().__init__()
        self.fcE = nn.Sequential(nn.Linear(bins, units), nn.ReLU(), nn.Linear(units, units), nn.ReLU())
        self.classifier = nn.Linear(units, classes)

    def forward(self, x):
        return self.classifier(self.fcE(x))


class SpectrumConv(nn.Module):
    def __init__(self, bins, units, classes):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv1d(1, 8, 5, padding=2), nn.ReLU(), nn.MaxPool1d(2))
        self.fcE = nn.Sequential(nn.Linear(8 * (bins // 2), units), nn.ReLU())
        self.classifier = nn.Linear(units, classes)

    def forward(self, x):
        h = self.conv(x.unsqueeze(1)).flatten(1)
        return self.classifier(self.fcE(h))


def define_classifier(args):
    if args.model == "mlp":
        return SpectrumMLP(args.bins, args.fc_units, args.classes)
    elif args.model == "conv1d":
        return SpectrumConv(args.bins, args.fc_units, args.classes)
    raise ValueError(args.model)


def define_replay_gan(args):
    """Conditional GAN (label one-hot appended) used to generate replay spectra."""
    gen = nn.Sequential(nn.Linear(args.z_dim + args.classes, args.g_units), nn.LeakyReLU(0.2),
                        nn.Linear(args.g_units, args.bins), nn.Softplus())
    disc = nn.Sequential(nn.Linear(args.bins + args.classes, args.g_units), nn.LeakyReLU(0.2),
                         nn.Linear(args.g_units, 1))
    return gen, disc


def one_hot(y, classes):
    return torch.nn.functional.one_hot(y, classes).float()
