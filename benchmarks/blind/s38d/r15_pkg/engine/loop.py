import torch
import torch.nn.functional as F

from ..utils.misc import MetricLogger


def detach_state(state):
    return [(h.detach(), c.detach()) for h, c in state]


def next_step_loss(logits, skills, correct):
    # predict correctness of the *next* interaction's skill
    pred = logits[:, :-1].gather(-1, skills[:, 1:, None]).squeeze(-1)
    return F.binary_cross_entropy_with_logits(pred, correct[:, 1:].float())


def train_one_epoch(trainer, loader, epoch):
    model, optimizer, cfg = trainer.model, trainer.optimizer, trainer.cfg
    model.train()
    logger = MetricLogger()
    for skills, correct in logger.log_every(loader, cfg["print_freq"], f"Epoch [{epoch}]"):
        state = model.init_state(skills.size(0))
        for s in range(0, skills.size(1) - 1, cfg["bptt"]):
            chunk = slice(s, s + cfg["bptt"] + 1)
            logits, state = model(skills[:, chunk], correct[:, chunk], state)
            loss = next_step_loss(logits, skills[:, chunk], correct[:, chunk])
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), cfg["clip_grad"])
            optimizer.step()
            state = detach_state(state)
            trainer.call_hooks("after_step", {"loss": loss})
            logger.update(loss=loss.item(), loss_ema=trainer.state["loss_ema"])
    return {k: m.global_avg for k, m in logger.meters.items()}


@torch.no_grad()
def evaluate_auc(model, loader):
    model.eval()
    scores, labels = [], []
    for skills, correct in loader:
        logits, _ = model(skills, correct, model.init_state(skills.size(0)))
        scores.append(logits[:, :-1].gather(-1, skills[:, 1:, None]).squeeze(-1).flatten())
        labels.append(correct[:, 1:].flatten())
    s, y = torch.cat(scores), torch.cat(labels).bool()
    return {"auc": (s[y][:, None] > s[~y][None, :]).float().mean().item()}
