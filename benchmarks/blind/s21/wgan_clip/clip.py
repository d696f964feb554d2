import torch


def clip_weights(net, bound):
    with torch.no_grad():
        for p in net.parameters():
            p.clamp_(-bound, bound)
