import torch
from torch.autograd import Variable

FEATURE_NAMES = ["wind", "pitch", "nails", "sealant_age", "temperature"]


def input_sensitivity(net, num, kind):
    """Average d P(lift) / d input over the given runs (inputs are the leaves here)."""
    net.eval()
    num_var = Variable(num.clone(), requires_grad=True)
    prob = torch.sigmoid(net(num_var, Variable(kind)))
    prob.sum().backward()
    grads = num_var.grad.data.mean(0)
    net.zero_grad()
    return dict(zip(FEATURE_NAMES, grads.tolist()))
