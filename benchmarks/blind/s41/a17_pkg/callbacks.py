class TrainerCallback:
    def on_init_end(self, trainer):
        pass

    def on_epoch_end(self, trainer, metrics):
        pass


class AirportCodeTokens(TrainerCallback):
    """IATA codes are not in the piece vocabulary built from lower-cased text, so they all become [UNK].
    Register each code as one token and grow the embedding matrix to match."""

    def __init__(self, codes):
        self.codes = sorted(codes)

    def on_init_end(self, trainer):
        added = trainer.tokenizer.add_tokens(self.codes)
        if added:
            trainer.model.resize_token_embeddings(len(trainer.tokenizer))
            print(f"registered {added} airport codes, vocab size {len(trainer.tokenizer)}")


class MetricsPrinter(TrainerCallback):
    def on_epoch_end(self, trainer, metrics):
        print(f"epoch {trainer.epoch} " + " ".join(f"{k} {v:.3f}" for k, v in metrics.items()))
