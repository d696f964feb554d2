import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, model, train_dataset, eval_dataset, collate_fn, lr=3e-3, epochs=3, batch_size=32,
                 max_grad_norm=1.0, name="model"):
        self.model, self.collate_fn, self.name = model, collate_fn, name
        self.train_dataset, self.eval_dataset = train_dataset, eval_dataset
        self.epochs, self.batch_size, self.max_grad_norm = epochs, batch_size, max_grad_norm
        self.optimizer = torch.optim.Adam(self.model.parameters(), lr=lr)

    def compute_loss(self, model, inputs, return_outputs=False):
        outputs = model(**inputs)
        return (outputs["loss"], outputs) if return_outputs else outputs["loss"]

    def training_step(self, inputs):
        self.model.train()
        self.optimizer.zero_grad()
        loss = self.compute_loss(self.model, inputs)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.max_grad_norm)
        self.optimizer.step()
        return loss.item()

    def train(self):
        for epoch in range(self.epochs):
            order = torch.randperm(len(self.train_dataset)).tolist()
            batches = [order[i:i + self.batch_size] for i in range(0, len(order), self.batch_size)]
            losses = [self.training_step(self.collate_fn([self.train_dataset[j] for j in idx])) for idx in batches]
            print(f"[{self.name}] epoch {epoch} loss {sum(losses) / len(losses):.3f} "
                  f"eval acc {self.evaluate():.3f}")

    @torch.no_grad()
    def evaluate(self):
        self.model.eval()
        inputs = self.collate_fn(self.eval_dataset)
        return (self.model(inputs["input_ids"])["logits"].argmax(-1) == inputs["labels"]).float().mean().item()


class DistillationTrainer(Trainer):
    """Hinton et al. (2015): KL to the teacher's softened distribution plus hard-label CE."""

    def __init__(self, *args, teacher=None, temperature=2.0, alpha=0.7, **kwargs):
        super().__init__(*args, **kwargs)
        self.teacher, self.temperature, self.alpha = teacher, temperature, alpha

    def compute_loss(self, model, inputs, return_outputs=False):
        student_out = model(**inputs)
        teacher_logits = self.teacher(**inputs)["logits"]
        T = self.temperature
        kd = F.kl_div(F.log_softmax(student_out["logits"] / T, -1), F.softmax(teacher_logits / T, -1),
                      reduction="batchmean") * T * T
        loss = self.alpha * kd + (1 - self.alpha) * student_out["loss"]
        return (loss, student_out) if return_outputs else loss
