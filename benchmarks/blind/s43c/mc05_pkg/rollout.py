"""Multi-step rollout of the decoder.

Used by the dashboard forecaster (no teacher) and by training (teacher tensor given,
mixed with the model's own predictions by scheduled sampling).
"""
import torch


@torch.no_grad()
def unroll(decoder, h, last_obs, future_exo, teacher=None, teacher_prob=0.0, gen=None):
    preds = []
    prev = last_obs
    for t in range(future_exo.size(1)):
        y_t, h = decoder(prev, future_exo[:, t], h)
        preds.append(y_t)
        if teacher is not None and torch.rand((), generator=gen) < teacher_prob:
            prev = teacher[:, t:t + 1]
        else:
            prev = y_t
    return torch.cat(preds, dim=1)


def forecast(net, past, future_exo):
    net.eval()
    with torch.no_grad():
        h = net.encoder(past)
        return unroll(net.decoder, h, past[:, -1, :1], future_exo)
