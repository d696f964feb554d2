import math

import torch


class Accelerator:
    def __init__(self, max_grad_norm=5.0):
        self.max_grad_norm = max_grad_norm
        self.params = []

    def prepare(self, model, optimizer):
        self.params = list(model.parameters())
        return model, optimizer

    def backward(self, loss):
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self.params, self.max_grad_norm)


def bits_per_dim(log_prob, dim):
    return -log_prob.mean() / (dim * math.log(2.0))


def fit_step(flow, opt, accelerator, x):
    opt.zero_grad(set_to_none=True)
    loss = bits_per_dim(flow.log_prob(x), x.shape[1])
    accelerator.backward(loss)
    opt.step()
    return loss.item()
