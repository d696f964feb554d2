"""Node-minibatch training over the pre-smoothed features."""
import torch
import torch.nn.functional as F

from .model import HEADS, encode


def node_batches(idx, size, gen):
    idx = idx[torch.randperm(len(idx), generator=gen)]
    for i in range(0, len(idx), size):
        yield idx[i:i + size]


def make_step(params, opt, smoothed, targets, aux_weight):
    def step(nodes):
        opt.zero_grad()
        h = encode(params, smoothed[nodes])
        grade_loss = F.cross_entropy(HEADS["grade"](params, h), targets["grade"][nodes])
        gain_loss = F.mse_loss(HEADS["gain"](params, h), targets["gain"][nodes])
        grade_loss.backward(retain_graph=True)
        (aux_weight * gain_loss).backward()
        opt.step()
        return grade_loss.item(), gain_loss.item()
    return step


def accuracy(params, smoothed, grade, nodes):
    logits = HEADS["grade"](params, encode(params, smoothed[nodes]))
    return (logits.argmax(-1) == grade[nodes]).float().mean().item()
