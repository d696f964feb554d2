import torch
from torch.autograd import Variable


def make_noise(n, nz, use_cuda=False):
    z = torch.FloatTensor(n, nz).normal_(0, 1)
    if use_cuda:
        z = z.cuda()
    return Variable(z)


def sample_fake(netG, n, use_cuda=False):
    """Phrases for the critic: generated, but cut from the generator's graph."""
    fake = netG(make_noise(n, netG.nz, use_cuda))
    return fake.detach()
