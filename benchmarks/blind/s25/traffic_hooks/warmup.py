from hooks import HookedTrainer


class WarmupTrainer(HookedTrainer):
    """Linear learning-rate warm-up over the first `warmup_steps` batches."""

    warmup_steps = 150

    def on_batch_start(self):
        scale = min(1.0, (self.global_step + 1) / self.warmup_steps)
        for group in self.optimizer.param_groups:
            group.setdefault("peak_lr", group["lr"])
            group["lr"] = group["peak_lr"] * scale
