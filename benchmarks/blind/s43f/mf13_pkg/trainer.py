import torch
import torch.nn.functional as F

from .history import EarlyStopping, History
from .model import DriftNet


def make_setup(hp, n_in):
    net = DriftNet(n_in, hp["width"], hp["depth"], hp["act"])
    opt = torch.optim.SGD(net.parameters(), lr=hp["base_lr"], momentum=0.9)
    cyc = torch.optim.lr_scheduler.CyclicLR(opt, base_lr=hp["base_lr"], max_lr=hp["max_lr"],
                                            step_size_up=hp["half_cycle"])
    return net, opt, cyc


@torch.no_grad()
def val_mae(net, x, y):
    net.eval()
    return F.l1_loss(net(x), y).item()


def train_trial(hp, train, val, report=None, epochs=20, seed=0):
    torch.manual_seed(seed)
    net, opt, cyc = make_setup(hp, train[0].shape[1])
    history, stopper = History(), EarlyStopping()
    x, y = train
    for epoch in range(epochs):
        net.train()
        epoch_loss = 0.0
        for idx in torch.randperm(len(y)).split(hp["batch"]):
            opt.zero_grad()
            huber = F.huber_loss(net(x[idx]), y[idx], delta=3.0)
            huber.backward()
            opt.step()
            cyc.step()
            epoch_loss += huber * len(idx)
        score = val_mae(net, *val)
        history.log(epoch, train_loss=epoch_loss / len(y), val_mae=score)
        if report is not None:
            report(score, epoch)
        if stopper.should_stop(score):
            break
    return net, history
