import torch
import torch.nn.functional as F

from .protonet import proto_logits, prototypes


def train_episode(encoder, opt, episode, n_way):
    (xs, ys), (xq, yq) = episode
    z = encoder(torch.cat([xs, xq]))
    protos = prototypes(z[: len(xs)], ys, n_way)
    logits = proto_logits(z[len(xs):], protos)
    loss = F.cross_entropy(logits, yq)
    opt.zero_grad()
    loss.backward()
    opt.step()
    return loss.item(), (logits.argmax(1) == yq).float().mean().item()


def evaluate(encoder, sampler, n_episodes, n_way):
    encoder.eval()
    accs = []
    for _ in range(n_episodes):
        (xs, ys), (xq, yq) = next(sampler)
        z = encoder(torch.cat([xs, xq]))
        logits = proto_logits(z[len(xs):], prototypes(z[: len(xs)], ys, n_way))
        accs.append((logits.argmax(1) == yq).float().mean().item())
    encoder.train()
    acc = torch.tensor(accs)
    return acc.mean().item(), 1.96 * acc.std().item() / len(accs) ** 0.5
