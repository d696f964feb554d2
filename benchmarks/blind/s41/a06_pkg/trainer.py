import contextlib
from dataclasses import dataclass

import torch

from .optim import OptimizerStepper, build_optimizer, build_scheduler


@dataclass
class G2PArguments:
    epochs: int = 8
    batch_size: int = 32
    learning_rate: float = 2e-3
    warmup_steps: int = 40
    max_grad_norm: float = 1.0
    label_smoothing: float = 0.05
    fp16: bool = True


class G2PTrainer:
    def __init__(self, model, args, train_set, dev_set):
        self.model, self.args = model, args
        self.train_set, self.dev_set = train_set, dev_set
        self.use_amp = args.fp16 and torch.cuda.is_available()
        self.scaler = torch.amp.GradScaler("cuda") if self.use_amp else None
        optimizer = build_optimizer(model, args.learning_rate)
        self.stepper = OptimizerStepper(optimizer, build_scheduler(optimizer, args.warmup_steps),
                                        self.scaler, args.max_grad_norm)

    def autocast(self):
        return torch.autocast("cuda", dtype=torch.float16) if self.use_amp else contextlib.nullcontext()

    def training_step(self, batch):
        self.model.train()
        with self.autocast():
            out = self.model(**batch, label_smoothing=self.args.label_smoothing)
        if self.scaler is not None:
            self.scaler.scale(out.loss).backward()
        else:
            out.loss.backward()
        return out.loss.item()

    def train(self):
        history = []
        for epoch in range(self.args.epochs):
            perm = torch.randperm(len(self.train_set["input_ids"]))
            losses, norms = [], []
            for i in range(0, len(perm), self.args.batch_size):
                idx = perm[i:i + self.args.batch_size]
                losses.append(self.training_step({k: v[idx] for k, v in self.train_set.items()}))
                norms.append(self.stepper(self.model.parameters()))
            metrics = self.evaluate()
            history.append(metrics)
            print(f"epoch {epoch} loss {sum(losses) / len(losses):.3f} grad-norm {sum(norms) / len(norms):.2f} "
                  f"dev PER {metrics['per']:.3f} WER {metrics['wer']:.3f}")
        return history

    def evaluate(self):
        self.model.eval()
        hyp = self.model.greedy_decode(self.dev_set["input_ids"], max_len=self.dev_set["labels"].size(1))
        ref = self.dev_set["labels"]
        mask = ref.ne(0)
        per = ((hyp != ref) & mask).sum().item() / mask.sum().item()
        wer = (((hyp != ref) & mask).any(1)).float().mean().item()
        return {"per": per, "wer": wer}
