"""Plain value types shared by every layer: no Qt, no SQLAlchemy."""
