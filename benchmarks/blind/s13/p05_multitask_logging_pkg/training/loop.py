from collections import defaultdict


def fit(model, objective, optimizer, batches, cfg):
    history = defaultdict(list)
    model.train()
    for step, batch in enumerate(batches):
        outputs, features = model(batch["x"])
        terms = objective(outputs, features, batch)
        optimizer.zero_grad()
        terms["total"].backward()
        optimizer.step()

        for name, value in terms.items():
            history[name].append(value)  # expect: AGL010
        if (step + 1) % cfg.log_every == 0:
            window = history["total"][-cfg.log_every:]
            print(f"step {step + 1:3d}  total {float(sum(window)) / len(window):.4f}  "
                  f"cls {float(history['cls'][-1]):.4f}  reg {float(history['reg'][-1]):.4f}")
    return history
