import torch


class FitConfig:
    lr = 0.05
    max_iters = 3000
    tol = 1e-4          # stop when the amplitude gradients are this flat
    report_every = 250


def fit_harmonics(model, t, level, cfg=FitConfig):
    opt = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    with torch.no_grad():
        model.msl.fill_(level.mean().item())
    for it in range(cfg.max_iters):
        opt.zero_grad()
        amps = model.amplitudes()
        pred = model.predict(t, amps)
        rss = ((pred - level) ** 2).mean()
        rss.backward()
        if amps.grad.abs().max() < cfg.tol:
            print(f"converged after {it} iterations")
            break
        opt.step()
        if it % cfg.report_every == 0:
            print(f"iter {it:5d}  rmse {rss.sqrt().item():.4f} m")
    return model
