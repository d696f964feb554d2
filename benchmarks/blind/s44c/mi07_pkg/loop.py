import torch
from torch.autograd import Variable


def run_epoch(regressor, crit, opt, X, Y, batch_size, cuda=False):
    regressor.train()
    perm = torch.randperm(X.size(0))
    epoch_loss = 0
    n_batches = 0
    for start in range(0, X.size(0), batch_size):
        idx = perm[start:start + batch_size]
        xb, yb = Variable(X[idx]), Variable(Y[idx])
        if cuda:
            xb, yb = xb.cuda(), yb.cuda()
        opt.zero_grad()
        out = regressor(xb)
        batch_loss = crit(out, yb)
        batch_loss.backward()
        opt.step()
        epoch_loss += batch_loss
        n_batches += 1
    return epoch_loss / n_batches


def score(regressor, X, Y, cuda=False):
    regressor.eval()
    with torch.no_grad():
        xb = Variable(X)
        if cuda:
            xb = xb.cuda()
        pred = regressor(xb).cpu()
    return (pred - Y).abs().mean().item()
