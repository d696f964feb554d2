from .dkt import DeepKnowledgeTracer


def build_model(cfg):
    m = cfg["model"]
    return DeepKnowledgeTracer(m["num_skills"], m["hidden"], m["num_layers"])
