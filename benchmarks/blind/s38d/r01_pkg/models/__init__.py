from .report_gen import ReportGenerator


def build_model(cfg):
    m = cfg["model"]
    return ReportGenerator(vocab_size=m["vocab_size"], embed_dim=m["embed_dim"],
                           hidden_dim=m["hidden_dim"], in_chans=m["in_chans"])
