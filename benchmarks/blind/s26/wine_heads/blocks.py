from torch import nn

ACTIVATIONS = {"relu": nn.ReLU, "gelu": nn.GELU, "silu": nn.SiLU}


def dense_block(inputs, outputs, hidden=(), activation="relu", dropout=0.0):
    layers, last = [], inputs
    for width in hidden:
        layers += [nn.Linear(last, width), ACTIVATIONS[activation]()]
        if dropout:
            layers.append(nn.Dropout(dropout))
        last = width
    layers.append(nn.Linear(last, outputs))
    return nn.Sequential(*layers)


def attach(owner, modules, prefix):
    for name, module in modules.items():
        owner.add_module(f"{prefix}_{name}", module)
    return modules
