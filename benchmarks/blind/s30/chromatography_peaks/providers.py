import torch

from chromatograms import COMPOUNDS, POINTS
from container import Container
from peaknet import PeakNet


def build_peak_net(n_compounds, trace_len):
    return PeakNet(n_compounds, trace_len)


def make_optimizer(peak_net, lr):
    return torch.optim.Adamax(peak_net.parameters(), lr=lr)


def make_schedule(optimizer, epochs, steps_per_epoch):
    return torch.optim.lr_scheduler.CyclicLR(
        optimizer, base_lr=5e-4, max_lr=4e-3, step_size_up=epochs * steps_per_epoch // 4, cycle_momentum=False
    )


def wire():
    c = Container()
    c.value("n_compounds", len(COMPOUNDS))
    c.value("trace_len", POINTS)
    c.value("lr", 2e-3)
    c.value("epochs", 8)
    c.value("batch_size", 64)
    c.value("steps_per_epoch", 25)
    c.factory("peak_net", build_peak_net)
    c.factory("optimizer", make_optimizer, singleton=True)
    c.factory("schedule", make_schedule, singleton=True)
    return c
