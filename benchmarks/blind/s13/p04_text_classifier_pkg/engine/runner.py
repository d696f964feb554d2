import torch.nn.functional as F


class Runner:
    def __init__(self, model, optimizer, settings):
        self.model = model
        self.optimizer = optimizer
        self.settings = settings

    def train_one_epoch(self, batches):
        self.model.train()
        seen, running = 0, 0.0
        for tokens, labels in batches:
            self.optimizer.zero_grad()
            loss = F.cross_entropy(self.model(tokens), labels)
            loss.backward()
            self.optimizer.step()
            running += loss.item() * labels.numel()
            seen += labels.numel()
        return running / seen

    def predict_batch(self, tokens):
        logits = self.model(tokens)  # expect: AGL009
        return logits.softmax(dim=-1)

    def run_validation(self, batches):
        hits, total, nll = 0, 0, 0.0
        for tokens, labels in batches:
            probs = self.predict_batch(tokens)
            nll += F.nll_loss(probs.log(), labels, reduction="sum").item()
            hits += (probs.argmax(dim=-1) == labels).sum().item()
            total += labels.numel()
        return {"acc": hits / total, "nll": nll / total}

    def fit(self, make_train, make_val):
        for epoch in range(self.settings.epochs):
            train_loss = self.train_one_epoch(make_train())
            self.model.eval()
            metrics = self.run_validation(make_val())
            print(f"epoch {epoch}  train_loss {train_loss:.4f}  val_acc {metrics['acc']:.3f}  "
                  f"val_nll {metrics['nll']:.4f}")
