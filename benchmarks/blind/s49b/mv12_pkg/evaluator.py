import torch
import torch.nn.functional as F

from .feeding import chunks


def replay_mse(model, warmup, test, batch_size):
    """Rebuild memory over the warm-up weeks, then score rise predictions on the held-out weeks."""
    model.eval()
    model.memory.reset()
    errs = []
    with torch.no_grad():
        for phase, log in (("warm", warmup), ("test", test)):
            for batch in chunks(log, batch_size):
                model.memory.apply_pending_inplace()
                if phase == "test":
                    pred = model.predict_rise(batch["jar"], batch["flour"], batch["temp"])
                    errs.append(F.mse_loss(pred, batch["rise"], reduction="sum"))
                model.memory.stash(*model.raw_messages(batch))
    model.train()
    return (torch.stack(errs).sum() / test["rise"].numel()).item()
