class AccumulatingTrainer:
    def __init__(self, model, optimizer, criterion, accum_steps):
        self.model = model
        self.optimizer = optimizer
        self.criterion = criterion
        self.accum_steps = accum_steps
        self.losses = []

    def train(self, micro_batches):
        self.model.train()
        self.model.encoder.eval()
        self.optimizer.zero_grad()
        for i, (tokens, tags) in enumerate(micro_batches):
            loss = self.criterion(self.model(tokens), tags) / self.accum_steps
            loss.backward()
            self.losses.append(loss.item() * self.accum_steps)
            if (i + 1) % self.accum_steps == 0:
                self.optimizer.step()
                self.optimizer.zero_grad()
                window = self.losses[-self.accum_steps:]
                print(f"update {(i + 1) // self.accum_steps:2d}  loss {sum(window) / len(window):.4f}")
