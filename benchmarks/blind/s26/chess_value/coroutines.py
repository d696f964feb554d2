import torch.nn.functional as F


def primed(fn):
    def start(*args, **kwargs):
        routine = fn(*args, **kwargs)
        next(routine)
        return routine
    return start


@primed
def learner(model, optimizer, scheduler):
    loss = None
    while True:
        planes, value = yield loss
        optimizer.zero_grad()
        loss = F.mse_loss(model(planes), value)
        loss.backward()
        optimizer.step()
        scheduler.step()


@primed
def smoothed(decay):
    average = None
    while True:
        value = yield average
        average = value if average is None else decay * average + (1 - decay) * value
