import torch
import torch.nn.functional as F

from .features import encode, decode


def source_loss(masks, mix_spec, sources):
    est_mag = masks * mix_spec.abs()[:, None]
    return F.l1_loss(torch.log1p(est_mag), torch.log1p(encode(sources).abs()))


@torch.no_grad()
def evaluate_split(model, mix, sources):
    model.eval()
    spec = encode(mix)
    est = decode(model(spec.abs()) * spec[:, None], mix.shape[-1])
    err = (est - sources).pow(2).sum(-1)
    sdr = 10 * torch.log10(sources.pow(2).sum(-1) / err.clamp_min(1e-8))
    model.train()
    return sdr.mean(0).tolist()


def fit(model, train_set, val_set, cfg):
    opt = torch.optim.Adam(model.parameters(), lr=cfg["lr"])
    mix, sources = train_set
    spec = encode(mix)
    history = []
    for epoch in range(cfg["epochs"]):
        losses = []
        for s in range(0, mix.shape[0], cfg["batch"]):
            loss = source_loss(model(spec[s:s + cfg["batch"]].abs()), spec[s:s + cfg["batch"]],
                               sources[s:s + cfg["batch"]])
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 5.0)
            opt.step()
            losses.append(loss.item())
        sdr_hi, sdr_lo = evaluate_split(model, *val_set)
        history.append((sum(losses) / len(losses), sdr_hi, sdr_lo))
        print(f"epoch {epoch}: train {history[-1][0]:.4f} val SDR bell {sdr_hi:.2f} dB wood {sdr_lo:.2f} dB")
    return history
