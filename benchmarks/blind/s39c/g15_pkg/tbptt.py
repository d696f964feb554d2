import torch
import torch.nn.functional as F

from .utils import RunningAverage, repackage_hidden


def train_stateful(model, streams, opt, bptt=36, clip=1.0):
    """One pass over the streams, carrying the LSTM state across truncation windows."""
    model.train()
    avg = RunningAverage()
    hidden = None
    for start in range(0, streams.size(0) - 1, bptt):
        end = min(start + bptt, streams.size(0) - 1)
        x = streams[start:end]
        target = streams[start + 1:end + 1, :, 0]
        if hidden is not None:
            hidden = repackage_hidden(hidden)
        opt.zero_grad()
        pred, hidden = model(x, hidden)
        err = F.mse_loss(pred, target)
        err.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), clip)
        opt.step()
        avg.update(err)
    return avg()


@torch.no_grad()
def rollout_error(model, streams, warmup=144):
    model.eval()
    _, state = model(streams[:warmup])
    pred, _ = model(streams[warmup:-1], state)
    return F.mse_loss(pred, streams[warmup + 1:, :, 0]).item()
