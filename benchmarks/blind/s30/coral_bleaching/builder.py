from torch import nn


def build_layer(entry):
    kind, *rest = entry
    kwargs = rest.pop() if rest and isinstance(rest[-1], dict) else {}
    return getattr(nn, kind)(*rest, **kwargs)


def build_stage(entries):
    layers = []
    for entry in entries:
        layers.append(build_layer(entry))
    return nn.Sequential(*layers)


def mlp(widths, activation=nn.GELU):
    layers = []
    for w_in, w_out in zip(widths[:-1], widths[1:]):
        layers += [nn.Linear(w_in, w_out), activation()]
    return layers
