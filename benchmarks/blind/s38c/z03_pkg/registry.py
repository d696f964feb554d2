"""String identifiers, Keras style: compile(optimizer="adam", loss="binary_crossentropy")."""
import torch
import torch.nn as nn

OPTIMIZERS = {
    "adam": lambda params, lr: torch.optim.Adam(params, lr=lr),
    "sgd": lambda params, lr: torch.optim.SGD(params, lr=lr, momentum=0.9),
    "rmsprop": lambda params, lr: torch.optim.RMSprop(params, lr=lr),
}

LOSSES = {
    "binary_crossentropy": nn.BCEWithLogitsLoss,
    "mse": nn.MSELoss,
}

ACTIVATIONS = {"relu": nn.ReLU, "tanh": nn.Tanh, "linear": nn.Identity}


def Dense(units, in_features, activation="linear", dropout=0.0):
    layers = [nn.Linear(in_features, units), ACTIVATIONS[activation]()]
    if dropout:
        layers.append(nn.Dropout(dropout))
    return nn.Sequential(*layers)
