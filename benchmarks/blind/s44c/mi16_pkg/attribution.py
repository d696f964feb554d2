import torch
from torch.autograd import Variable


def latent_attribution(net, X, use_cuda=False):
    """Gradient x activation for each latent unit, averaged over the samples.

    Tells the bench engineers which of the learned 'flow factors' drive the prediction.
    """
    net.eval()
    xb = Variable(X.cuda() if use_cuda else X)
    z = net.encode(xb)
    flow = net.regress(z)
    net.zero_grad()
    flow.sum().backward()
    contrib = (z.grad * z).mean(0)
    return contrib.data.cpu()


def latent_inputs(net, X, unit, use_cuda=False):
    """Correlation between one latent unit and each raw input column."""
    with torch.no_grad():
        z = net.encode(Variable(X.cuda() if use_cuda else X)).cpu()[:, unit]
    zc = z - z.mean()
    Xc = X - X.mean(0)
    return (Xc * zc.unsqueeze(1)).mean(0) / (Xc.std(0) * zc.std() + 1e-8)
