import torch

from multitask_tab.factory import build
from multitask_tab.metrics import evaluate
from multitask_tab.tasks import TASKS, synthetic_listings, task_loss

CFG = {"n_inputs": 14, "width": 64, "depth": 2, "lr": 3e-3, "weight_decay": 1e-4,
       "epochs": 20, "batch_size": 128, "n_train": 4096}


def fmt(scores):
    return "  ".join(f"{k} {v:.3f}" for k, v in scores.items())


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, targets = synthetic_listings(CFG["n_train"] + 1000)
    n = CFG["n_train"]
    train_x, test_x = x[:n], x[n:]
    train_t = {k: v[:n] for k, v in targets.items()}
    test_t = {k: v[n:] for k, v in targets.items()}
    steps_per_epoch = n // CFG["batch_size"]
    cfg = dict(CFG, total_steps=CFG["epochs"] * steps_per_epoch, warmup_steps=steps_per_epoch)
    model, optimizer, scheduler = build(cfg)
    print("before:", fmt(evaluate(model, test_x, test_t)))
    for epoch in range(CFG["epochs"]):
        order = torch.randperm(n)
        for step in range(steps_per_epoch):
            idx = order[step * CFG["batch_size"]:(step + 1) * CFG["batch_size"]]
            outputs = model(train_x[idx])
            loss = sum(spec["weight"] * task_loss(spec["kind"], outputs[name], train_t[name][idx])
                       for name, spec in TASKS.items())
            optimizer.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 5.0)
            optimizer.step()
            scheduler.step()
        if epoch % 5 == 4:
            print(f"epoch {epoch:2d}:", fmt(evaluate(model, test_x, test_t)))


if __name__ == "__main__":
    main()
