import torch

from .adversarial import critic_update, task_update
from .nets import TapModels
from .optim import build_optimizers
from .tunnel import full_scale, paired_batches, wind_tunnel


@torch.no_grad()
def audit(models, x, y):
    models.eval()
    err = models.regressor(models.encoder(x)) - y
    models.train()
    return err.abs().mean(0).tolist()


def main(epochs=8, batch=64, lam=0.3):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(11)
    xs, ys = wind_tunnel(1500, gen)
    xt, _ = full_scale(1500, gen)
    x_audit, y_audit = full_scale(200, gen)              # the few labelled full-scale taps

    models = TapModels(xs.shape[1])
    opts = build_optimizers(models)
    for epoch in range(epochs):
        c_hist, cp_hist = [], []
        for xb, yb, xtb in paired_batches(xs, ys, xt, batch, gen):
            feats = models.encoder(torch.cat([xb, xtb]))
            c_hist.append(critic_update(models.critic, opts["critic"], feats, len(xb)))
            cp_loss, _ = task_update(models, opts["task"], feats, yb, lam)
            cp_hist.append(cp_loss)
        mean_err, peak_err = audit(models, x_audit, y_audit)
        print(f"epoch {epoch}: tunnel mse {sum(cp_hist) / len(cp_hist):.4f}  "
              f"critic bce {sum(c_hist) / len(c_hist):.3f}  "
              f"full-scale MAE mean Cp {mean_err:.3f}  peak Cp {peak_err:.3f}")


if __name__ == "__main__":
    main()
