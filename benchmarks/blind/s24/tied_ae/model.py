import torch
from torch import nn

from .tying import share_transposed

ACTIVATIONS = {"sigmoid": nn.Sigmoid, "tanh": nn.Tanh, "relu": nn.ReLU}


class TiedAutoencoder(nn.Module):
    def __init__(self, n_inputs, n_hidden, activation="sigmoid"):
        super().__init__()
        self.encoder = nn.Linear(n_inputs, n_hidden)
        self.decoder = nn.Linear(n_hidden, n_inputs)
        self.act = ACTIVATIONS[activation]()

    @classmethod
    def from_config(cls, cfg):
        model = cls(**cfg["model"])
        share_transposed(model.encoder, model.decoder)
        return model

    def encode(self, x):
        return self.act(self.encoder(x))

    def forward(self, x):
        return torch.sigmoid(self.decoder(self.encode(x)))
