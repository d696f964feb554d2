from torch import nn

ARCHS = {}


def arch(name):
    def deco(fn):
        ARCHS[name] = fn
        return fn
    return deco


@arch("seq2point")
def seq2point(*, window, channels, kernel, hidden):
    layers, c_in = [], 1
    for c in channels:
        layers += [nn.Conv1d(c_in, c, kernel, padding=kernel // 2), nn.ReLU(inplace=True)]
        c_in = c
    return nn.Sequential(*layers, nn.Flatten(), nn.Linear(c_in * window, hidden),
                         nn.ReLU(inplace=True), nn.Linear(hidden, 1), nn.Flatten(0))


def build(cfg, *, window):
    return ARCHS[cfg.arch](window=window, channels=cfg.channels, kernel=cfg.kernel, hidden=cfg.hidden)
