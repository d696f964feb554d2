"""Peer classifiers for mutual learning; each kind is a different inductive bias."""
from torch import nn


def build_peer(kind, in_features, n_classes, width=48):
    if kind == "wide":
        return nn.Sequential(
            nn.Linear(in_features, 2 * width), nn.ReLU(), nn.Linear(2 * width, n_classes)
        )
    if kind == "deep":
        return nn.Sequential(
            nn.Linear(in_features, width), nn.GELU(),
            nn.Linear(width, width), nn.GELU(),
            nn.Linear(width, n_classes),
        )
    raise KeyError(f"unknown peer kind {kind!r}")
