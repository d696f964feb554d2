import torch


def detach_state(state):
    return None if state is None else tuple(s.detach() for s in state)


def masked_nll(model, z, counts, mask, *, reduction):
    per_taxon = []
    for k, taxon in enumerate(model.taxa):
        nll = model.heads[taxon].nll(z, counts[..., k], reduction=reduction)   # (S, T)
        per_taxon.append((nll * mask).sum() / mask.sum())
    return torch.stack(per_taxon).sum(), [v.item() for v in per_taxon]


def train_season(model, opt, data, *, chunk, reduction, clip):
    weather, doy, counts, mask = data
    state, logs = None, []
    for t0 in range(0, weather.shape[1], chunk):
        sl = slice(t0, t0 + chunk)
        z, state = model(weather[:, sl], doy[:, sl], state)
        loss, parts = masked_nll(model, z, counts[:, sl], mask[:, sl], reduction=reduction)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), clip)
        opt.step()
        state = detach_state(state)
        logs.append(parts)
    return [sum(col) / len(col) for col in zip(*logs)]


@torch.no_grad()
def rmse_by_taxon(model, data):
    model.eval()
    weather, doy, counts, mask = data
    z, _ = model(weather, doy)
    out = {}
    for k, taxon in enumerate(model.taxa):
        err = (model.heads[taxon](z) - counts[..., k]) ** 2
        out[taxon] = ((err * mask).sum() / mask.sum()).sqrt().item()
    model.train()
    return out
