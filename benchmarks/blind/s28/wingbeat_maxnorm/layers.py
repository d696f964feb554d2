from torch import nn


def _constrain(layer, kernel_constraint):
    if kernel_constraint is not None:
        kernel_constraint.bind(layer)
    return layer


def Conv1D(in_channels, filters, kernel_size, strides=1, kernel_constraint=None):
    return _constrain(nn.Conv1d(in_channels, filters, kernel_size, stride=strides,
                                padding=kernel_size // 2), kernel_constraint)


def Dense(in_features, units, kernel_constraint=None):
    return _constrain(nn.Linear(in_features, units), kernel_constraint)


ACTIVATIONS = {"relu": nn.ReLU, "elu": nn.ELU, "tanh": nn.Tanh}


def Activation(name):
    return ACTIVATIONS[name]()
