import torch


def adam_warmup(model, loss_fn, sample, iters, lr=3e-3, accumulate=2, log_every=100):
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    opt.zero_grad()
    for it in range(iters):
        xi, t = sample()
        loss, parts = loss_fn.total(model, xi, t, it)
        (loss / accumulate).backward()
        if (it + 1) % accumulate == 0:
            opt.step()
            opt.zero_grad()
        if it % log_every == 0:
            print(f"adam {it:4d} loss {loss.item():.3e} "
                  + " ".join(f"{k}={v:.1e}" for k, v in parts.items()))
    return opt


def lbfgs_polish(model, loss_fn, xi, t, rounds, final_it, max_iter=20):
    opt = torch.optim.LBFGS(model.parameters(), lr=1.0, max_iter=max_iter,
                            history_size=20, line_search_fn="strong_wolfe")

    def closure():
        opt.zero_grad()
        loss, _ = loss_fn.total(model, xi, t, final_it)
        loss.backward()
        return loss

    for r in range(rounds):
        loss = opt.step(closure)
        print(f"lbfgs round {r} loss {loss.item():.3e}")
    return opt
