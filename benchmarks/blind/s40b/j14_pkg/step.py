"""train_step(state, batch) -> (state, metrics)."""
import torch
import torch.nn.functional as F

from .state import TrainState

POS_WEIGHT = torch.tensor(4.0)


def train_step(state: TrainState, batch):
    frames, label = batch
    state.opt.zero_grad()
    logits, carry = state.model(frames, state.carry)
    value = F.binary_cross_entropy_with_logits(logits, label, pos_weight=POS_WEIGHT)
    value.backward()
    torch.nn.utils.clip_grad_norm_(state.model.parameters(), 2.0)
    state.opt.step()
    with torch.no_grad():
        hit = ((logits > 0) == (label > 0.5)).float().mean()
    return state._replace(carry=carry, step=state.step + 1), {"bce": value.item(), "acc": hit.item()}


@torch.no_grad()
def warning_recall(model, x, y) -> float:
    logits, _ = model(x, model.initial_carry(x.shape[0]))
    alarms = logits > 0
    return (alarms & (y > 0.5)).sum().item() / max((y > 0.5).sum().item(), 1)
