import math

import torch

from .beach import COLS, minibatches, towers
from .castle_model import CastleNet, joint_loss
from .conf import Conf
from .evaluation import predict, report
from .runtime import Accelerator, host, load_blob, state_blob


def main(conf=Conf()):
    torch.manual_seed(conf.seed)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(conf.seed)
    x, collapse, log_minutes = towers(conf.n_towers, g)
    v = conf.n_val
    train = (x[v:], collapse[v:], log_minutes[v:])

    model = CastleNet(len(COLS))
    optim = torch.optim.Adam(model.parameters(), lr=conf.lr)
    updates = conf.epochs * math.ceil(len(train[0]) / conf.batch / conf.grad_accum)
    sched = torch.optim.lr_scheduler.LambdaLR(
        optim, lambda s: min((s + 1) / conf.warmup_steps, max(0.05, 1 - s / updates)))
    accelerator = Accelerator(conf.grad_accum, conf.amp)
    model, optim, _ = accelerator.prepare(model, optim)

    best_brier, best_state = math.inf, None
    for epoch in range(conf.epochs):
        model.train()
        epoch_loss, parts, batches = 0.0, {"bce": 0.0, "mse": 0.0}, 0
        for xb, cb, mb in minibatches(train, conf.batch, g):
            with accelerator.accumulate(model):
                with accelerator.autocast():
                    outputs = model(xb)
                loss, terms = joint_loss([o.float() for o in outputs], cb, mb, conf.survival_weight)
                accelerator.backward(loss)
                if accelerator.sync_gradients:
                    accelerator.clip_grad_norm_(model.parameters(), conf.clip, optim)
                    accelerator.step(optim)
                    sched.step()
                    optim.zero_grad(set_to_none=True)
            epoch_loss += host(loss)
            for k in parts:
                parts[k] += host(terms[k])
            batches += 1
        with torch.inference_mode():
            probs, minutes = predict(model, x[:v])
        metrics = report(probs, minutes, collapse[:v], log_minutes[:v])
        print(f"epoch {epoch}: loss {epoch_loss.item() / batches:.4f} (bce {parts['bce'].item() / batches:.4f}, "
              f"mse {parts['mse'].item() / batches:.4f}) | val acc {metrics['acc']:.3f} brier "
              f"{metrics['brier']:.4f} standing-time MAE {metrics['minutes_mae']:.1f} min")
        if metrics["brier"] < best_brier:
            best_brier, best_state = metrics["brier"], state_blob(model=model, optim=optim, sched=sched)
    load_blob(best_state, model=model, optim=optim, sched=sched)
    with torch.inference_mode():
        probs, _ = predict(model, x[:v])
    print(f"restored best checkpoint: brier {best_brier:.4f}; predictions carry a graph: {probs.requires_grad}; "
          f"running loss carries a graph: {epoch_loss.requires_grad}")


if __name__ == "__main__":
    main()
