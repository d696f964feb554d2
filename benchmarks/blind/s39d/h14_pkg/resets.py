"""Periodic re-initialisation of the last layer against loss of plasticity (primacy bias)."""
import torch.nn as nn


def reset_head(net):
    old = net.head
    net.head = nn.Linear(old.in_features, old.out_features)
    return net
